import SwiftUI

struct Hive: Identifiable {
    let id: Int
    let name: String
    let lastInspected: Date
    let queenSeen: Bool
}

enum HivesBuilder {
    @MainActor
    static func build() -> some View {
        let interactor = HivesInteractor(defaults: .standard)
        let presenter = HivesPresenter(interactor: interactor)
        return HivesView(presenter: presenter)
    }
}

struct HivesView: View {
    @ObservedObject var presenter: HivesPresenter

    var body: some View {
        NavigationStack {
            List(presenter.hives) { hive in
                VStack(alignment: .leading, spacing: 4) {
                    Text(hive.name).font(.headline)
                    Text("Inspected \(hive.lastInspected.formatted(.relative(presentation: .named)))")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                    if !hive.queenSeen {
                        Label("Queen not seen", systemImage: "exclamationmark.triangle")
                            .font(.caption)
                            .foregroundStyle(.orange)
                    }
                }
            }
            .navigationTitle("My hives")
            .task { presenter.load() }
        }
    }
}

@MainActor
final class HivesPresenter: ObservableObject {
    @Published private(set) var hives: [Hive] = []

    private let interactor: HivesInteractor

    init(interactor: HivesInteractor) {
        self.interactor = interactor
    }

    func load() {
        hives = interactor.hives()
    }
}

final class HivesInteractor {
    private let defaults: UserDefaults

    init(defaults: UserDefaults) {
        self.defaults = defaults
    }

    func hives() -> [Hive] {
        let names = defaults.stringArray(forKey: "apiary.hives") ?? ["Orchard 1", "Orchard 2", "Wall hive"]
        return names.enumerated().map { index, name in
            Hive(id: index, name: name,
                 lastInspected: Date().addingTimeInterval(-86_400 * Double(index + 2)),
                 queenSeen: index != 1)
        }
    }
}
