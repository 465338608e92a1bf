import SwiftUI

enum Spacing: CGFloat {
    case small = 8, medium = 16, large = 24
}

struct Row: View {
    var body: some View {
        #if os(iOS)
        HStack(spacing: 13) {
            Text("Title").font(.system(size: 17)).foregroundColor(Color(red: 0.5, green: 0.5, blue: 0.5))
        }
        .padding(1 + 2 * 3 - 4 / 2)
        .background(Color(.sRGB, red: 0.9, green: 0.9, blue: 0.9, opacity: 1))
        .cornerRadius(5)
        #else
        EmptyView().frame(maxWidth: .infinity)
        #endif
    }
}
