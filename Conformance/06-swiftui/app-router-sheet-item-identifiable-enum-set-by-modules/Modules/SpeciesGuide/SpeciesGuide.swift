import SwiftUI

enum SpeciesGuideBuilder {
    static func build(species: String, logbook: Logbook) -> some View {
        let interactor = SpeciesGuideInteractor(logbook: logbook)
        let presenter = SpeciesGuidePresenter(species: species, interactor: interactor)
        return SpeciesGuideView(presenter: presenter)
    }
}

struct SpeciesGuideView: View {
    @ObservedObject var presenter: SpeciesGuidePresenter

    var body: some View {
        List {
            if let notes = presenter.notes {
                LabeledContent("Latin name", value: notes.latin)
                LabeledContent("Habitat", value: notes.habitat)
                LabeledContent("Call", value: notes.call)
            }
        }
        .presentationDetents([.medium, .large])
        .task { await presenter.load() }
    }
}

@MainActor
final class SpeciesGuidePresenter: ObservableObject {
    @Published private(set) var notes: SpeciesNotes?

    private let species: String
    private let interactor: SpeciesGuideInteractor

    init(species: String, interactor: SpeciesGuideInteractor) {
        self.species = species
        self.interactor = interactor
    }

    func load() async {
        notes = await interactor.notes(on: species)
    }
}

final class SpeciesGuideInteractor {
    private let logbook: Logbook

    init(logbook: Logbook) {
        self.logbook = logbook
    }

    func notes(on species: String) async -> SpeciesNotes {
        await logbook.notes(on: species)
    }
}
