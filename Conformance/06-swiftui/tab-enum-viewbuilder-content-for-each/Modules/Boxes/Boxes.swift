import SwiftUI

enum BoxesBuilder {
    @MainActor
    static func build(farm: FarmService) -> some View {
        BoxesView(presenter: BoxesPresenter(interactor: BoxesInteractor(farm: farm)))
    }
}

struct BoxesView: View {
    @ObservedObject var presenter: BoxesPresenter

    var body: some View {
        NavigationStack {
            List(presenter.boxes) { box in
                Toggle(isOn: Binding(
                    get: { !box.isPaused },
                    set: { active in Task { await presenter.setActive(active, box: box) } }
                )) {
                    VStack(alignment: .leading) {
                        Text("\(box.size) box")
                        Text(box.weeklyPrice, format: .currency(code: "GBP")).font(.caption)
                    }
                }
            }
            .navigationTitle("My boxes")
            .task { await presenter.load() }
        }
    }
}

@MainActor
final class BoxesPresenter: ObservableObject {
    @Published private(set) var boxes: [VegBox] = []

    private let interactor: BoxesInteractor

    init(interactor: BoxesInteractor) {
        self.interactor = interactor
    }

    func load() async {
        boxes = await interactor.boxes()
    }

    func setActive(_ active: Bool, box: VegBox) async {
        await interactor.pause(!active, box: box)
        await load()
    }
}

final class BoxesInteractor {
    private let farm: FarmService

    init(farm: FarmService) {
        self.farm = farm
    }

    func boxes() async -> [VegBox] {
        await farm.boxes()
    }

    func pause(_ paused: Bool, box: VegBox) async {
        await farm.setPaused(paused, box: box.id)
    }
}
