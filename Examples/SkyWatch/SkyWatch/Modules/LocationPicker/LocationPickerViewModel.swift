import Combine

/// Holds the choice of observing places and the one currently picked.
final class LocationPickerViewModel: ObservableObject {
    @Published var current: String
    let places = ["Here", "Dark-sky park", "Mountain hut"]

    init(current: String) {
        self.current = current
    }
}
