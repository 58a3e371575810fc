import PhotosUI
import SwiftUI

enum PlantJournalBuilder {
    static func build(plant: Plant, greenhouse: GreenhouseStore) -> some View {
        let interactor = PlantJournalInteractor(greenhouse: greenhouse)
        let presenter = PlantJournalPresenter(plant: plant, interactor: interactor)
        return PlantJournalView(presenter: presenter)
    }
}

struct PlantJournalView: View {
    @ObservedObject var presenter: PlantJournalPresenter
    @State private var isPickingPhoto = false

    var body: some View {
        List {
            Section("New entry") {
                TextField("How is it doing?", text: $presenter.draftNote, axis: .vertical)
                Button("Attach photo", systemImage: "photo.on.rectangle") {
                    isPickingPhoto = true
                }
                if presenter.draftPhoto != nil {
                    Label("Photo attached", systemImage: "checkmark.circle")
                        .foregroundStyle(.green)
                }
                Button("Save entry") {
                    Task { await presenter.save() }
                }
                .disabled(presenter.draftNote.isEmpty)
            }
            Section("Journal") {
                ForEach(presenter.entries) { entry in
                    LabeledContent(entry.note, value: entry.date, format: .dateTime.day().month())
                }
            }
        }
        .navigationTitle(presenter.plant.nickname)
        .photosPicker(isPresented: $isPickingPhoto, selection: $presenter.pickedItem, matching: .images)
        .onChange(of: presenter.pickedItem) {
            Task { await presenter.loadPickedPhoto() }
        }
        .task { await presenter.load() }
    }
}

@MainActor
final class PlantJournalPresenter: ObservableObject {
    let plant: Plant
    @Published var draftNote = ""
    @Published var pickedItem: PhotosPickerItem?
    @Published private(set) var draftPhoto: Data?
    @Published private(set) var entries: [JournalEntry] = []

    private let interactor: PlantJournalInteractor

    init(plant: Plant, interactor: PlantJournalInteractor) {
        self.plant = plant
        self.interactor = interactor
    }

    func load() async {
        entries = await interactor.entries(for: plant)
    }

    func loadPickedPhoto() async {
        draftPhoto = try? await pickedItem?.loadTransferable(type: Data.self)
    }

    func save() async {
        await interactor.addEntry(note: draftNote, photo: draftPhoto, to: plant)
        draftNote = ""
        draftPhoto = nil
        pickedItem = nil
        await load()
    }
}

final class PlantJournalInteractor {
    private let greenhouse: GreenhouseStore

    init(greenhouse: GreenhouseStore) {
        self.greenhouse = greenhouse
    }

    func entries(for plant: Plant) async -> [JournalEntry] {
        await greenhouse.entries(for: plant)
    }

    func addEntry(note: String, photo: Data?, to plant: Plant) async {
        let entry = JournalEntry(id: UUID(), date: .now, note: note, photo: photo)
        await greenhouse.add(entry, to: plant)
    }
}
