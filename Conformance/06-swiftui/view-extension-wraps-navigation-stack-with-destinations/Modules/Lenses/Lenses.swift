import SwiftUI

enum LensesBuilder {
    static func build(mount: String, inventory: CameraInventory) -> some View {
        let interactor = LensesInteractor(inventory: inventory)
        let presenter = LensesPresenter(mount: mount, interactor: interactor)
        return LensesView(presenter: presenter)
    }
}

struct LensesView: View {
    @ObservedObject var presenter: LensesPresenter

    var body: some View {
        List(presenter.lenses) { lens in
            LabeledContent(lens.name, value: lens.price.formatted(.currency(code: "EUR")))
        }
        .overlay {
            if presenter.lenses.isEmpty {
                ContentUnavailableView("No \(presenter.mount)-mount lenses in stock", systemImage: "camera.aperture")
            }
        }
        .navigationTitle("\(presenter.mount) mount")
        .task { await presenter.load() }
    }
}

@MainActor
final class LensesPresenter: ObservableObject {
    let mount: String
    @Published private(set) var lenses: [Lens] = []

    private let interactor: LensesInteractor

    init(mount: String, interactor: LensesInteractor) {
        self.mount = mount
        self.interactor = interactor
    }

    func load() async {
        lenses = await interactor.lenses(forMount: mount)
    }
}

final class LensesInteractor {
    private let inventory: CameraInventory

    init(inventory: CameraInventory) {
        self.inventory = inventory
    }

    func lenses(forMount mount: String) async -> [Lens] {
        await inventory.lenses(forMount: mount).sorted { $0.price < $1.price }
    }
}
