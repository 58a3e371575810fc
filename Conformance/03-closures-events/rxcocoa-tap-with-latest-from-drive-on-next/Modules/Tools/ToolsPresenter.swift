import RxCocoa
import RxSwift

final class ToolsPresenter {

    struct Input {
        let selectedTool: Observable<Tool>
        let reserveTap: Observable<Void>
        let rulesTap: Observable<Void>
    }

    struct Output {
        let tools: Driver<[Tool]>
        let reserveEnabled: Driver<Bool>
    }

    private let interactor: ToolsInteractor
    private weak var coordinator: ToolsCoordinating?
    private let disposeBag = DisposeBag()

    init(interactor: ToolsInteractor, coordinator: ToolsCoordinating) {
        self.interactor = interactor
        self.coordinator = coordinator
    }

    func transform(_ input: Input) -> Output {
        input.reserveTap
            .withLatestFrom(input.selectedTool)
            .asDriver(onErrorDriveWith: .empty())
            .drive(onNext: { [weak self] tool in
                self?.coordinator?.showBooking(for: tool)
            })
            .disposed(by: disposeBag)

        input.rulesTap
            .asDriver(onErrorDriveWith: .empty())
            .drive(onNext: { [weak self] in
                self?.coordinator?.showLendingRules()
            })
            .disposed(by: disposeBag)

        return Output(
            tools: interactor.availableTools().asDriver(onErrorJustReturn: []),
            reserveEnabled: input.selectedTool.map { _ in true }.startWith(false).asDriver(onErrorJustReturn: false)
        )
    }
}
