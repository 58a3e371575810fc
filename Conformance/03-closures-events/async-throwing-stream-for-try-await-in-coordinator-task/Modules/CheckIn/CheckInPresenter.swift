import Foundation

enum CheckInEvent {
    case roomReady(Booking)
    case scanPassport(Booking)
}

protocol CheckInViewOutput: AnyObject {
    func didSubmit(reference: String)
}

@MainActor
final class CheckInPresenter: CheckInViewOutput {

    weak var view: CheckInViewInput?
    let events: AsyncThrowingStream<CheckInEvent, Error>
    private let continuation: AsyncThrowingStream<CheckInEvent, Error>.Continuation
    private let interactor: CheckInInteractorInput

    init(interactor: CheckInInteractorInput) {
        let stream = AsyncThrowingStream.makeStream(of: CheckInEvent.self, throwing: Error.self)
        self.events = stream.stream
        self.continuation = stream.continuation
        self.interactor = interactor
    }

    func didSubmit(reference: String) {
        view?.setLoading(true)
        Task {
            defer { view?.setLoading(false) }
            do {
                let booking = try await interactor.lookUp(reference: reference)
                if booking.needsPassportScan {
                    continuation.yield(.scanPassport(booking))
                } else {
                    continuation.yield(.roomReady(booking))
                }
            } catch CheckInError.bookingNotFound {
                view?.showMessage("No booking found for \(reference).")
            } catch {
                continuation.finish(throwing: error)
            }
        }
    }
}
