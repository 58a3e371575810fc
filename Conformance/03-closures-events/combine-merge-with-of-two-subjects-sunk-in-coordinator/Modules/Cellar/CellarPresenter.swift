import Foundation
import Combine

protocol CellarModuleOutput: AnyObject {
    var bottleSelected: AnyPublisher<Bottle, Never> { get }
    var addTastingTapped: AnyPublisher<Void, Never> { get }
}

protocol CellarViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectBottle(at index: Int)
    func didTapAddTasting()
}

final class CellarPresenter: CellarViewOutput, CellarModuleOutput {

    weak var view: CellarViewInput?
    private let interactor: CellarInteractorInput
    private let bottleSubject = PassthroughSubject<Bottle, Never>()
    private let addTastingSubject = PassthroughSubject<Void, Never>()
    private var bottles: [Bottle] = []

    init(interactor: CellarInteractorInput) {
        self.interactor = interactor
    }

    var bottleSelected: AnyPublisher<Bottle, Never> {
        bottleSubject.eraseToAnyPublisher()
    }

    var addTastingTapped: AnyPublisher<Void, Never> {
        addTastingSubject.eraseToAnyPublisher()
    }

    func viewDidLoad() {
        bottles = interactor.bottles()
        view?.show(bottles.map { "\($0.producer) \($0.cuvee) \($0.vintage) ×\($0.count)" })
    }

    func didSelectBottle(at index: Int) {
        bottleSubject.send(bottles[index])
    }

    func didTapAddTasting() {
        addTastingSubject.send(())
    }
}
