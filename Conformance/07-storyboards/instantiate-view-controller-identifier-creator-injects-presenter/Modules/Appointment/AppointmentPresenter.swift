import Foundation

protocol AppointmentPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapBook(at date: Date)
}

final class AppointmentPresenter: AppointmentPresenterProtocol {
    weak var view: AppointmentViewProtocol?

    private let pet: Pet
    private let service: ClinicService
    private let wireframe: AppointmentWireframeProtocol

    init(pet: Pet, service: ClinicService, wireframe: AppointmentWireframeProtocol) {
        self.pet = pet
        self.service = service
        self.wireframe = wireframe
    }

    func viewDidLoad() {
        if let first = service.freeSlots(for: pet, on: .now).first {
            view?.setEarliestSlot(first)
        }
    }

    func didTapBook(at date: Date) {
        view?.setBusy(true)
        service.book(pet, at: date) { [weak self] result in
            self?.view?.setBusy(false)
            if case .success = result {
                self?.wireframe.closeAfterBooking()
            }
        }
    }
}
