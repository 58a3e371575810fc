import Combine

final class StarMapViewModel: ObservableObject {
    let target: SkyObject
    @Published var altitude = 0.0

    init(target: SkyObject) {
        self.target = target
    }
}
