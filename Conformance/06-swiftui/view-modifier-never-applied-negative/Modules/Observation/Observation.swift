import SwiftUI

enum ObservationBuilder {
    static func build(object: CelestialObject, almanac: SkyAlmanac) -> some View {
        let interactor = ObservationInteractor(almanac: almanac)
        let presenter = ObservationPresenter(object: object, interactor: interactor)
        return ObservationView(presenter: presenter)
    }
}

struct ObservationView: View {
    @ObservedObject var presenter: ObservationPresenter

    var body: some View {
        Form {
            Section("Object") {
                LabeledContent("Type", value: presenter.object.kind)
                LabeledContent("Best viewing", value: presenter.object.bestViewing)
            }
            Section("Your notes") {
                TextField("Seeing, transparency, what you saw…", text: $presenter.note, axis: .vertical)
                    .lineLimit(4...8)
                Button("Save to log") { presenter.didTapSave() }
                    .disabled(presenter.note.isEmpty)
            }
        }
        .navigationTitle(presenter.object.name)
    }
}

@MainActor
final class ObservationPresenter: ObservableObject {
    let object: CelestialObject
    @Published var note = ""

    private let interactor: ObservationInteractor

    init(object: CelestialObject, interactor: ObservationInteractor) {
        self.object = object
        self.interactor = interactor
    }

    func didTapSave() {
        interactor.save(note: note, for: object)
        note = ""
    }
}

final class ObservationInteractor {
    private let almanac: SkyAlmanac

    init(almanac: SkyAlmanac) {
        self.almanac = almanac
    }

    func save(note: String, for object: CelestialObject) {
        almanac.log(note, for: object)
    }
}
