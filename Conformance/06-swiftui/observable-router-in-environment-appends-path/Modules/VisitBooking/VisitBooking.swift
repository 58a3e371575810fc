import Observation
import SwiftUI

enum VisitBookingBuilder {
    static func build(pet: Pet, clinic: ClinicService) -> some View {
        let interactor = VisitBookingInteractor(clinic: clinic)
        let presenter = VisitBookingPresenter(pet: pet, interactor: interactor)
        return VisitBookingView(presenter: presenter)
    }
}

struct VisitBookingView: View {
    @Bindable var presenter: VisitBookingPresenter

    var body: some View {
        Form {
            Picker("Slot", selection: $presenter.selectedSlot) {
                ForEach(presenter.slots) { slot in
                    Text("\(slot.start.formatted(date: .abbreviated, time: .shortened)) · \(slot.vet)")
                        .tag(Optional(slot))
                }
            }
            TextField("Reason for visit", text: $presenter.reason, axis: .vertical)
            Button("Confirm booking") {
                Task { await presenter.confirm() }
            }
            .disabled(presenter.selectedSlot == nil)
            if let reference = presenter.reference {
                LabeledContent("Booked", value: reference)
            }
        }
        .navigationTitle("Book for \(presenter.pet.name)")
        .task { await presenter.load() }
    }
}

@MainActor
@Observable
final class VisitBookingPresenter {
    let pet: Pet
    var selectedSlot: VisitSlot?
    var reason = ""
    private(set) var slots: [VisitSlot] = []
    private(set) var reference: String?

    @ObservationIgnored private let interactor: VisitBookingInteractor

    init(pet: Pet, interactor: VisitBookingInteractor) {
        self.pet = pet
        self.interactor = interactor
    }

    func load() async {
        slots = await interactor.slots(for: pet)
    }

    func confirm() async {
        guard let slot = selectedSlot else { return }
        reference = await interactor.book(slot, for: pet, reason: reason)
    }
}

final class VisitBookingInteractor {
    private let clinic: ClinicService

    init(clinic: ClinicService) {
        self.clinic = clinic
    }

    func slots(for pet: Pet) async -> [VisitSlot] {
        await clinic.freeSlots(for: pet)
    }

    func book(_ slot: VisitSlot, for pet: Pet, reason: String) async -> String? {
        try? await clinic.book(slot, for: pet, reason: reason)
    }
}
