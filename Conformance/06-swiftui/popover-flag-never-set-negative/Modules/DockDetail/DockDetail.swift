import SwiftUI

enum DockDetailBuilder {
    static func build(dock: Dock, network: DockNetwork) -> some View {
        let interactor = DockDetailInteractor(network: network)
        let presenter = DockDetailPresenter(dock: dock, interactor: interactor)
        return DockDetailView(presenter: presenter)
    }
}

struct DockDetailView: View {
    @ObservedObject var presenter: DockDetailPresenter

    var body: some View {
        Form {
            LabeledContent("Classic bikes", value: "\(presenter.dock.bikes)")
            LabeledContent("E-bikes", value: "\(presenter.dock.eBikes)")
            LabeledContent("Free slots", value: "\(presenter.dock.freeSlots)")
            Toggle("E-bike", isOn: $presenter.wantsElectric)
            Button("Reserve for 10 minutes") {
                Task { await presenter.reserve() }
            }
            .disabled(!presenter.canReserve)
            if let code = presenter.unlockCode {
                LabeledContent("Unlock code", value: code)
            }
        }
        .navigationTitle(presenter.dock.name)
    }
}

@MainActor
final class DockDetailPresenter: ObservableObject {
    let dock: Dock
    @Published var wantsElectric = false
    @Published private(set) var unlockCode: String?

    private let interactor: DockDetailInteractor

    init(dock: Dock, interactor: DockDetailInteractor) {
        self.dock = dock
        self.interactor = interactor
    }

    var canReserve: Bool {
        unlockCode == nil && (wantsElectric ? dock.eBikes > 0 : dock.bikes > 0)
    }

    func reserve() async {
        unlockCode = await interactor.reserve(at: dock, electric: wantsElectric)
    }
}

final class DockDetailInteractor {
    private let network: DockNetwork

    init(network: DockNetwork) {
        self.network = network
    }

    func reserve(at dock: Dock, electric: Bool) async -> String? {
        try? await network.reserveBike(at: dock, electric: electric)
    }
}
