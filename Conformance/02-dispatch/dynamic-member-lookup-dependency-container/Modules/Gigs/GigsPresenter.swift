import Foundation

protocol GigsViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectGig(at index: Int)
    func didTapWallet()
}

final class GigsPresenter: GigsViewOutput {
    weak var view: GigsViewInput?
    private let interactor: GigsInteractor
    private let router: GigsRouter
    private var gigs: [Gig] = []

    init(interactor: GigsInteractor, router: GigsRouter) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        gigs = interactor.upcomingGigs()
        view?.show(gigs)
    }

    func didSelectGig(at index: Int) {
        router.openGig(gigs[index])
    }

    func didTapWallet() {
        router.openTicketWallet()
    }
}
