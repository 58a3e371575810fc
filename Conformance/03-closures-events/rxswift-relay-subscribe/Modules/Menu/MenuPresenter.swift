import Foundation
import RxSwift

protocol MenuViewOutput: AnyObject {
    func viewDidLoad()
}

final class MenuPresenter: MenuViewOutput {

    weak var view: MenuViewInput?
    private let interactor: MenuInteractorInput
    private let router: MenuRouterInput
    private let disposeBag = DisposeBag()

    init(interactor: MenuInteractorInput, router: MenuRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        guard let view else { return }
        view.dishSelected
            .subscribe(onNext: { [weak self] dish in
                self?.router.openDish(dish)
            })
            .disposed(by: disposeBag)
        view.checkoutTapped
            .subscribe(onNext: { [weak self] in
                guard let self else { return }
                self.router.openOrderSummary(self.interactor.currentOrder())
            })
            .disposed(by: disposeBag)
        view.show(interactor.dishes())
    }
}
