import SwiftUI
import UIKit

struct ProductCard: View {
    var body: some View {
        VStack(alignment: .leading, spacing: Spacing.small) {
            Text("Lamp")
                .padding(.horizontal, 13)
            Text("£24")
                .padding(Spacing.medium)
            Text("Sale")
                .foregroundColor(Color(Palette.surface))
                .padding(Spacing.small)
                .background(Color(Palette.accent))
        }
        .padding(16)
        .background(RoundedRectangle(cornerRadius: 6))
    }
}

final class PriceLabel: UILabel {
    func style() {
        textColor = Palette.ink
        font = UIFont.systemFont(ofSize: 15)
    }
}
