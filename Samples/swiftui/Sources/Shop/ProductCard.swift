import SwiftUI

struct ProductCard: View {
    var body: some View {
        VStack(alignment: .leading, spacing: Spacing.small) {
            Text("Lamp")
                .padding(.horizontal, 13)
            Text("£24")
                .padding(Spacing.medium)
        }
        .padding(16)
        .background(RoundedRectangle(cornerRadius: 6))
    }
}
