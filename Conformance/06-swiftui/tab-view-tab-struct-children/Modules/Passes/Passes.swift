import SwiftUI

enum PassesBuilder {
    static func build(wall: WallService) -> some View {
        let interactor = PassesInteractor(wall: wall)
        let presenter = PassesPresenter(interactor: interactor)
        return PassesView(presenter: presenter)
    }
}

struct PassesView: View {
    @ObservedObject var presenter: PassesPresenter

    var body: some View {
        NavigationStack {
            List(presenter.passes) { pass in
                VStack(alignment: .leading, spacing: 4) {
                    Text(pass.id).font(.headline.monospaced())
                    Text("\(pass.entriesLeft) entries left")
                    Text("Valid until \(pass.validUntil.formatted(date: .long, time: .omitted))")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
            .navigationTitle("Passes")
            .task { await presenter.load() }
        }
    }
}

@MainActor
final class PassesPresenter: ObservableObject {
    @Published private(set) var passes: [DayPass] = []

    private let interactor: PassesInteractor

    init(interactor: PassesInteractor) {
        self.interactor = interactor
    }

    func load() async {
        passes = await interactor.activePasses()
    }
}

final class PassesInteractor {
    private let wall: WallService

    init(wall: WallService) {
        self.wall = wall
    }

    func activePasses() async -> [DayPass] {
        await wall.passes().filter { $0.entriesLeft > 0 && $0.validUntil > .now }
    }
}
