import SwiftUI

enum LinesBuilder {
    static func build(network: TransitNetwork) -> some View {
        let interactor = LinesInteractor(network: network)
        let presenter = LinesPresenter(interactor: interactor)
        return LinesView(presenter: presenter)
    }
}

struct LinesView: View {
    @ObservedObject var presenter: LinesPresenter

    var body: some View {
        NavigationStack {
            List(presenter.lines) { line in
                VStack(alignment: .leading, spacing: 4) {
                    Text("Line \(line.id)").font(.headline)
                    Text(line.terminus).font(.subheadline)
                    if line.hasDisruption {
                        Label("Delays expected", systemImage: "exclamationmark.triangle.fill")
                            .font(.caption)
                            .foregroundStyle(.orange)
                    }
                }
            }
            .navigationTitle("Lines")
            .task { await presenter.load() }
        }
    }
}

@MainActor
final class LinesPresenter: ObservableObject {
    @Published private(set) var lines: [TramLine] = []

    private let interactor: LinesInteractor

    init(interactor: LinesInteractor) {
        self.interactor = interactor
    }

    func load() async {
        lines = await interactor.lines()
    }
}

final class LinesInteractor {
    private let network: TransitNetwork

    init(network: TransitNetwork) {
        self.network = network
    }

    func lines() async -> [TramLine] {
        await network.lines().sorted { $0.hasDisruption && !$1.hasDisruption }
    }
}
