import UIKit

final class GigDetailViewController: UIViewController {
    var presenter: GigDetailPresenter!
    private let infoLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        infoLabel.numberOfLines = 0
        let buyButton = UIButton(configuration: .borderedProminent(), primaryAction: UIAction(title: "Buy ticket") { [weak self] _ in
            self?.presenter.didTapBuy()
        })
        let stack = UIStackView(arrangedSubviews: [infoLabel, buyButton])
        stack.axis = .vertical
        stack.spacing = 16
        stack.frame = view.bounds.insetBy(dx: 20, dy: 120)
        view.addSubview(stack)
        presenter.viewDidLoad()
    }

    func show(title: String, info: String) {
        self.title = title
        infoLabel.text = info
    }
}

final class GigDetailPresenter {
    weak var view: GigDetailViewController?
    private let gig: Gig
    private let interactor: GigDetailInteractor
    private let router: GigDetailRouter

    init(gig: Gig, interactor: GigDetailInteractor, router: GigDetailRouter) {
        self.gig = gig
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        let price = Double(gig.priceInPence) / 100
        view?.show(title: gig.artist, info: "\(gig.venue)\n\(gig.date.formatted(date: .long, time: .shortened))\n£\(price)")
    }

    func didTapBuy() {
        if interactor.buyTicket(for: gig) {
            router.openTicketWallet()
        }
    }
}

final class GigDetailInteractor {
    private let ticketService: TicketService

    init(ticketService: TicketService) {
        self.ticketService = ticketService
    }

    func buyTicket(for gig: Gig) -> Bool {
        ticketService.buyTicket(for: gig)
    }
}

final class GigDetailRouter {
    weak var viewController: UIViewController?
    private let dependencies: Dependencies

    init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    func openTicketWallet() {
        let wallet = dependencies.makeTicketWallet()
        viewController?.present(UINavigationController(rootViewController: wallet), animated: true)
    }
}

enum GigDetailBuilder {
    static func build(gig: Gig, dependencies: Dependencies) -> UIViewController {
        let view = GigDetailViewController()
        let router = GigDetailRouter(dependencies: dependencies)
        let interactor = GigDetailInteractor(ticketService: dependencies.ticketService)
        let presenter = GigDetailPresenter(gig: gig, interactor: interactor, router: router)
        view.presenter = presenter
        presenter.view = view
        router.viewController = view
        return view
    }
}
