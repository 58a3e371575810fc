import SwiftUI

/// Lists the observing places the user can choose from.
struct LocationPickerView: View {
    @ObservedObject var viewModel: LocationPickerViewModel

    var body: some View {
        List(viewModel.places, id: \.self) { place in
            Button(place) { viewModel.current = place }
        }
    }
}
