import SwiftUI

enum SpecimenDetailBuilder {
    static func build(specimen: Specimen, herbarium: Herbarium) -> some View {
        let interactor = SpecimenDetailInteractor(herbarium: herbarium)
        let presenter = SpecimenDetailPresenter(specimen: specimen, interactor: interactor)
        return SpecimenDetailView(presenter: presenter)
    }
}

struct SpecimenDetailView: View {
    @ObservedObject var presenter: SpecimenDetailPresenter
    @FocusState private var notesFocused: Bool

    var body: some View {
        Form {
            Section("Label") {
                LabeledContent("Sheet", value: presenter.specimen.id)
                LabeledContent("Family", value: presenter.specimen.family)
                LabeledContent("Collected", value: "\(presenter.specimen.collector), \(String(presenter.specimen.year))")
            }
            Section("Curator's notes") {
                TextField("Condition, determinations, loans…", text: $presenter.notes, axis: .vertical)
                    .lineLimit(4...10)
                    .focused($notesFocused)
            }
        }
        .navigationTitle(presenter.specimen.species)
        .toolbar {
            ToolbarItemGroup(placement: .keyboard) {
                Spacer()
                Button("Done") {
                    notesFocused = false
                    presenter.saveNotes()
                }
            }
        }
        .onAppear { presenter.load() }
    }
}

@MainActor
final class SpecimenDetailPresenter: ObservableObject {
    let specimen: Specimen
    @Published var notes = ""

    private let interactor: SpecimenDetailInteractor

    init(specimen: Specimen, interactor: SpecimenDetailInteractor) {
        self.specimen = specimen
        self.interactor = interactor
    }

    func load() {
        notes = interactor.notes(for: specimen)
    }

    func saveNotes() {
        interactor.save(notes, for: specimen)
    }
}

final class SpecimenDetailInteractor {
    private let herbarium: Herbarium

    init(herbarium: Herbarium) {
        self.herbarium = herbarium
    }

    func notes(for specimen: Specimen) -> String {
        herbarium.notes(for: specimen.id)
    }

    func save(_ notes: String, for specimen: Specimen) {
        herbarium.save(notes: notes, for: specimen.id)
    }
}
