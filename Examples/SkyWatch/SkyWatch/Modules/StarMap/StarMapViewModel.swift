import Combine

/// Holds the object to find in the sky and the altitude to look at.
final class StarMapViewModel: ObservableObject {
    let target: SkyObject
    @Published var altitude = 0.0

    init(target: SkyObject) {
        self.target = target
    }
}
