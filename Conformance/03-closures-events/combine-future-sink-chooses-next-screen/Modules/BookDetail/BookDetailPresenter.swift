import Combine
import Foundation

protocol BookDetailViewOutput: AnyObject {
    func viewDidLoad()
    func didTapReserve()
}

final class BookDetailPresenter: BookDetailViewOutput {

    weak var view: BookDetailViewInput?
    private let book: Book
    private let interactor: BookDetailInteractorInput
    private let router: BookDetailRouterInput
    private var cancellables = Set<AnyCancellable>()

    init(book: Book, interactor: BookDetailInteractorInput, router: BookDetailRouterInput) {
        self.book = book
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        view?.display(title: book.title, author: book.author)
    }

    func didTapReserve() {
        view?.setReserving(true)
        interactor.placeHold(on: book)
            .receive(on: DispatchQueue.main)
            .sink(receiveCompletion: { [weak self] completion in
                self?.view?.setReserving(false)
                if case .failure(let error) = completion {
                    self?.view?.showError(error.message)
                }
            }, receiveValue: { [weak self] outcome in
                guard let self else { return }
                switch outcome {
                case .readyForPickup(let slip):
                    self.router.openPickupSlip(slip, for: self.book)
                case .waitlisted(let position):
                    self.router.openWaitlist(position: position, for: self.book)
                }
            })
            .store(in: &cancellables)
    }
}
