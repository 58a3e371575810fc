import SwiftUI

/// Points the phone at the object, full screen.
struct StarMapView: View {
    @ObservedObject var viewModel: StarMapViewModel
    @Environment(\.dismiss) var dismiss

    var body: some View {
        ZStack(alignment: .topTrailing) {
            Text(viewModel.target.name)
            Button("Close", action: { dismiss() })
        }
    }
}
