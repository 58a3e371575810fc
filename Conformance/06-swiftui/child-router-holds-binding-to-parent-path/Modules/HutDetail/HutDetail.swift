import SwiftUI

// MARK: - Builder

enum HutDetailBuilder {
    @MainActor
    static func build(hut: Hut, directory: HutDirectory, path: Binding<[HutRoute]>) -> some View {
        let router = HutDetailRouter(path: path)
        let interactor = HutDetailInteractor(directory: directory)
        let presenter = HutDetailPresenter(hut: hut, interactor: interactor, router: router)
        return HutDetailView(presenter: presenter)
    }
}

// MARK: - Router

/// The detail screen lives on the hut list's stack; it is handed a binding to that
/// stack's path and pushes by appending to it.
struct HutDetailRouter {
    @Binding var path: [HutRoute]

    func showBooking(for hut: Hut, nights: Int) {
        path.append(.booking(hut, nights: nights))
    }
}

// MARK: - View

struct HutDetailView: View {
    @ObservedObject var presenter: HutDetailPresenter

    var body: some View {
        Form {
            LabeledContent("Range", value: presenter.hut.range)
            LabeledContent("Altitude", value: "\(presenter.hut.altitude) m")
            LabeledContent("Approach", value: presenter.approach)
            Stepper("\(presenter.nights) night(s)", value: $presenter.nights, in: 1...4)
            Button("Book beds") { presenter.didTapBook() }
                .disabled(!presenter.hasFreeBeds)
        }
        .navigationTitle(presenter.hut.name)
        .task { await presenter.load() }
    }
}

// MARK: - Presenter

@MainActor
final class HutDetailPresenter: ObservableObject {
    let hut: Hut
    @Published var nights = 1
    @Published private(set) var approach = "…"

    private let interactor: HutDetailInteractor
    private let router: HutDetailRouter

    init(hut: Hut, interactor: HutDetailInteractor, router: HutDetailRouter) {
        self.hut = hut
        self.interactor = interactor
        self.router = router
    }

    var hasFreeBeds: Bool {
        hut.freeBeds > 0
    }

    func load() async {
        approach = await interactor.approach(to: hut)
    }

    func didTapBook() {
        router.showBooking(for: hut, nights: nights)
    }
}

// MARK: - Interactor

final class HutDetailInteractor {
    private let directory: HutDirectory

    init(directory: HutDirectory) {
        self.directory = directory
    }

    func approach(to hut: Hut) async -> String {
        await directory.approach(to: hut)
    }
}
