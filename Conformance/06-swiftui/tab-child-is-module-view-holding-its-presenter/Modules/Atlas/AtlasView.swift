import SwiftUI

/// The legend drawn over the canvas.
struct AtlasView: View {
    let pins: [String]

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(pins, id: \.self) { Text($0) }
        }
        .padding()
    }
}
