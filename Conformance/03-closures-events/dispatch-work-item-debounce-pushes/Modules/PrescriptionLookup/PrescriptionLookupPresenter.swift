import Foundation

protocol PrescriptionLookupViewOutput: AnyObject {
    func codeChanged(_ text: String)
}

final class PrescriptionLookupPresenter: PrescriptionLookupViewOutput {

    weak var view: PrescriptionLookupViewInput?
    var interactor: PrescriptionLookupInteractor!
    var router: PrescriptionLookupRouterInput!

    private var pendingLookup: DispatchWorkItem?

    func codeChanged(_ text: String) {
        pendingLookup?.cancel()
        let code = text.trimmingCharacters(in: .whitespaces).uppercased()
        guard code.count == 8 else { return }

        let lookup = DispatchWorkItem { [weak self] in
            self?.lookUp(code: code)
        }
        pendingLookup = lookup
        DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(400), execute: lookup)
    }

    private func lookUp(code: String) {
        guard let prescription = interactor.prescription(forCode: code) else {
            view?.showNotFound(code)
            return
        }
        router.openPrescription(prescription)
    }
}
