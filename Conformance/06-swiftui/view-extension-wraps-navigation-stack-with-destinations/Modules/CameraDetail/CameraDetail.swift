import SwiftUI

enum CameraDetailBuilder {
    static func build(camera: Camera, inventory: CameraInventory) -> some View {
        let interactor = CameraDetailInteractor(inventory: inventory)
        let presenter = CameraDetailPresenter(camera: camera, interactor: interactor)
        return CameraDetailView(presenter: presenter)
    }
}

struct CameraDetailView: View {
    @ObservedObject var presenter: CameraDetailPresenter

    var body: some View {
        Form {
            LabeledContent("Year", value: String(presenter.camera.year))
            LabeledContent("Condition", value: presenter.camera.condition)
            LabeledContent("Lens mount", value: presenter.camera.mount)
            NavigationLink("Lenses that fit", value: ShopRoute.lenses(mount: presenter.camera.mount))
            Section {
                Button(presenter.isReserved ? "Reserved for you" : "Reserve for 48 hours") {
                    Task { await presenter.didTapReserve() }
                }
                .disabled(presenter.isReserved)
            }
        }
        .navigationTitle(presenter.camera.model)
    }
}

@MainActor
final class CameraDetailPresenter: ObservableObject {
    let camera: Camera
    @Published private(set) var isReserved = false

    private let interactor: CameraDetailInteractor

    init(camera: Camera, interactor: CameraDetailInteractor) {
        self.camera = camera
        self.interactor = interactor
    }

    func didTapReserve() async {
        isReserved = await interactor.reserve(camera)
    }
}

final class CameraDetailInteractor {
    private let inventory: CameraInventory

    init(inventory: CameraInventory) {
        self.inventory = inventory
    }

    func reserve(_ camera: Camera) async -> Bool {
        await inventory.reserve(camera)
    }
}
