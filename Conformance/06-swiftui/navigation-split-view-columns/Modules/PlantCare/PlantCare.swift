import SwiftUI

enum PlantCareBuilder {
    static func build(bed: Bed) -> some View {
        let interactor = PlantCareInteractor(store: .shared)
        let presenter = PlantCarePresenter(bed: bed, interactor: interactor)
        return PlantCareView(presenter: presenter)
    }
}

struct PlantCareView: View {
    @ObservedObject var presenter: PlantCarePresenter

    var body: some View {
        List(presenter.tasks) { task in
            Button {
                Task { await presenter.complete(task) }
            } label: {
                Label(task.title, systemImage: task.isDone ? "checkmark.circle.fill" : "circle")
            }
        }
        .navigationTitle(presenter.bed.name)
        .task(id: presenter.bed.id) { await presenter.load() }
    }
}

@MainActor
final class PlantCarePresenter: ObservableObject {
    let bed: Bed
    @Published private(set) var tasks: [CareTask] = []

    private let interactor: PlantCareInteractor

    init(bed: Bed, interactor: PlantCareInteractor) {
        self.bed = bed
        self.interactor = interactor
    }

    func load() async {
        tasks = await interactor.tasks(for: bed)
    }

    func complete(_ task: CareTask) async {
        await interactor.complete(task)
        if let index = tasks.firstIndex(of: task) {
            tasks[index].isDone = true
        }
    }
}

final class PlantCareInteractor {
    private let store: GardenStore

    init(store: GardenStore) {
        self.store = store
    }

    func tasks(for bed: Bed) async -> [CareTask] {
        await store.tasks(for: bed.id)
    }

    func complete(_ task: CareTask) async {
        await store.complete(taskID: task.id)
    }
}
