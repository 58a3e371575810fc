import SwiftUI

enum LogSightingBuilder {
    static func build(logbook: Logbook) -> some View {
        let interactor = LogSightingInteractor(logbook: logbook)
        let presenter = LogSightingPresenter(interactor: interactor)
        return LogSightingView(presenter: presenter)
    }
}

struct LogSightingView: View {
    @ObservedObject var presenter: LogSightingPresenter
    @Environment(BirdingRouter.self) private var router

    var body: some View {
        NavigationStack {
            Form {
                TextField("Species", text: $presenter.species)
                Stepper("Count: \(presenter.count)", value: $presenter.count, in: 1...500)
                TextField("Site", text: $presenter.site)
            }
            .navigationTitle("New sighting")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        Task {
                            await presenter.save()
                            router.sheet = nil
                        }
                    }
                    .disabled(!presenter.canSave)
                }
            }
        }
    }
}

@MainActor
final class LogSightingPresenter: ObservableObject {
    @Published var species = ""
    @Published var count = 1
    @Published var site = ""

    private let interactor: LogSightingInteractor

    init(interactor: LogSightingInteractor) {
        self.interactor = interactor
    }

    var canSave: Bool { !species.isEmpty && !site.isEmpty }

    func save() async {
        await interactor.save(species: species, count: count, site: site)
    }
}

final class LogSightingInteractor {
    private let logbook: Logbook

    init(logbook: Logbook) {
        self.logbook = logbook
    }

    func save(species: String, count: Int, site: String) async {
        await logbook.add(species: species, count: count, site: site)
    }
}
