import SwiftUI

enum BedsBuilder {
    static func build(selection: Binding<Bed.ID?>) -> some View {
        let interactor = BedsInteractor(store: .shared)
        let presenter = BedsPresenter(interactor: interactor)
        return BedsView(presenter: presenter, selection: selection)
    }
}

struct BedsView: View {
    @ObservedObject var presenter: BedsPresenter
    @Binding var selection: Bed.ID?

    var body: some View {
        List(presenter.beds, selection: $selection) { bed in
            VStack(alignment: .leading) {
                Text(bed.name)
                Text(bed.crops.joined(separator: ", ")).font(.caption).foregroundStyle(.secondary)
            }
        }
        .navigationTitle("Beds")
        .onAppear { presenter.load() }
    }
}

@MainActor
final class BedsPresenter: ObservableObject {
    @Published private(set) var beds: [Bed] = []

    private let interactor: BedsInteractor

    init(interactor: BedsInteractor) {
        self.interactor = interactor
    }

    func load() {
        beds = interactor.allBeds()
    }
}

final class BedsInteractor {
    private let store: GardenStore

    init(store: GardenStore) {
        self.store = store
    }

    func allBeds() -> [Bed] {
        store.beds.sorted { $0.name < $1.name }
    }
}
