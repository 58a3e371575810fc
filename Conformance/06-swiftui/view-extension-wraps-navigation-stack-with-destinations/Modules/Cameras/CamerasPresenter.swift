import Foundation

@MainActor
final class CamerasPresenter: ObservableObject {
    @Published private(set) var cameras: [Camera] = []

    private let interactor: CamerasInteractor

    init(interactor: CamerasInteractor) {
        self.interactor = interactor
    }

    func load() async {
        cameras = await interactor.cameras()
    }

    func caption(for camera: Camera) -> String {
        "\(camera.year) · \(camera.condition) · \(camera.price.formatted(.currency(code: "EUR")))"
    }
}
