import SwiftUI

enum ServiceLogBuilder {
    static func build(vehicle: Vehicle, garage: GarageStore) -> some View {
        let interactor = ServiceLogInteractor(garage: garage)
        let presenter = ServiceLogPresenter(vehicle: vehicle, interactor: interactor)
        return ServiceLogView(presenter: presenter)
    }
}

struct ServiceLogView: View {
    @ObservedObject var presenter: ServiceLogPresenter
    @Environment(\.openWarranty) private var openWarranty

    var body: some View {
        List {
            Section("History") {
                ForEach(presenter.entries) { entry in
                    LabeledContent(entry.work, value: entry.date.formatted(date: .abbreviated, time: .omitted))
                }
            }
            Section("Log work") {
                TextField("What was done", text: $presenter.work)
                TextField("Cost", value: $presenter.cost, format: .currency(code: "GBP"))
                    .keyboardType(.decimalPad)
                Button("Add to log") { Task { await presenter.didTapAdd() } }
                    .disabled(presenter.work.isEmpty)
            }
            Section {
                Button("Warranty cover", systemImage: "checkmark.shield") {
                    openWarranty(presenter.vehicle)
                }
            }
        }
        .navigationTitle(presenter.vehicle.nickname)
        .task { await presenter.load() }
    }
}

@MainActor
final class ServiceLogPresenter: ObservableObject {
    let vehicle: Vehicle
    @Published private(set) var entries: [ServiceEntry] = []
    @Published var work = ""
    @Published var cost: Decimal = 0

    private let interactor: ServiceLogInteractor

    init(vehicle: Vehicle, interactor: ServiceLogInteractor) {
        self.vehicle = vehicle
        self.interactor = interactor
    }

    func load() async {
        entries = await interactor.entries(for: vehicle)
    }

    func didTapAdd() async {
        interactor.log(work: work, cost: cost, for: vehicle)
        work = ""
        cost = 0
        await load()
    }
}

final class ServiceLogInteractor {
    private let garage: GarageStore

    init(garage: GarageStore) {
        self.garage = garage
    }

    func entries(for vehicle: Vehicle) async -> [ServiceEntry] {
        await garage.history(of: vehicle)
    }

    func log(work: String, cost: Decimal, for vehicle: Vehicle) {
        garage.add(ServiceEntry(id: UUID(), date: Date(), work: work, cost: cost), to: vehicle)
    }
}
