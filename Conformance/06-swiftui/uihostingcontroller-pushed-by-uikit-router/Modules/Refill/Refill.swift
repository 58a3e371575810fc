import SwiftUI

enum RefillBuilder {
    static func build(prescription: Prescription) -> RefillView {
        let interactor = RefillInteractor(service: .shared)
        let presenter = RefillPresenter(prescription: prescription, interactor: interactor)
        return RefillView(presenter: presenter)
    }
}

struct RefillView: View {
    @ObservedObject var presenter: RefillPresenter

    var body: some View {
        Form {
            Section("Medication") {
                LabeledContent("Drug", value: presenter.prescription.drug)
                LabeledContent("Refills left", value: "\(presenter.prescription.refillsLeft)")
            }
            Picker("Pick up at", selection: $presenter.store) {
                ForEach(presenter.stores, id: \.self) { Text($0) }
            }
            Button("Request refill") {
                Task { await presenter.request() }
            }
            .disabled(presenter.isRequested)
        }
    }
}

@MainActor
final class RefillPresenter: ObservableObject {
    let prescription: Prescription
    let stores = ["Elm Street", "Harbor Mall", "Station Square"]
    @Published var store = "Elm Street"
    @Published private(set) var isRequested = false

    private let interactor: RefillInteractor

    init(prescription: Prescription, interactor: RefillInteractor) {
        self.prescription = prescription
        self.interactor = interactor
    }

    func request() async {
        isRequested = await interactor.requestRefill(prescription, at: store)
    }
}

final class RefillInteractor {
    private let service: PharmacyService

    init(service: PharmacyService) {
        self.service = service
    }

    func requestRefill(_ prescription: Prescription, at store: String) async -> Bool {
        do {
            try await service.requestRefill(prescriptionID: prescription.id, pickupStore: store)
            return true
        } catch {
            return false
        }
    }
}
