import Foundation
import RxRelay

protocol NearbyModuleOutput: AnyObject {
    var birdTapped: PublishRelay<Bird> { get }
}

protocol NearbyViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectSighting(at index: Int)
}

final class NearbyPresenter: NearbyViewOutput, NearbyModuleOutput {

    weak var view: NearbyViewInput?
    let birdTapped = PublishRelay<Bird>()
    private let interactor: NearbyInteractorInput
    private var sightings: [Sighting] = []

    init(interactor: NearbyInteractorInput) {
        self.interactor = interactor
    }

    func viewDidLoad() {
        sightings = interactor.recentSightings()
        view?.show(sightings.map { "\($0.bird.commonName) · \($0.place), \($0.minutesAgo) min ago" })
    }

    func didSelectSighting(at index: Int) {
        birdTapped.accept(sightings[index].bird)
    }
}
