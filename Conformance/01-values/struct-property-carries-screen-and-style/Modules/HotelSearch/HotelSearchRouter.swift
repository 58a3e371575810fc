import UIKit

protocol HotelSearchRouterInput: AnyObject {
    func openHotel(_ hotel: Hotel)
    func openFilters(current: SearchFilters, output: FiltersModuleOutput)
    func openMap(of hotels: [Hotel])
}

final class HotelSearchRouter: HotelSearchRouterInput {

    weak var viewController: UIViewController?

    func openHotel(_ hotel: Hotel) {
        perform(Transition(screen: HotelDetailBuilder.build(hotel: hotel), style: .push))
    }

    func openFilters(current: SearchFilters, output: FiltersModuleOutput) {
        perform(Transition(screen: FiltersBuilder.build(current: current, output: output), style: .sheet))
    }

    func openMap(of hotels: [Hotel]) {
        let transition = Transition(screen: MapBuilder.build(hotels: hotels), style: .fullScreen)
        perform(transition)
    }

    private func perform(_ transition: Transition) {
        switch transition.style {
        case .push:
            viewController?.navigationController?.pushViewController(transition.screen, animated: true)
        case .sheet:
            let sheet = UINavigationController(rootViewController: transition.screen)
            sheet.sheetPresentationController?.detents = [.medium(), .large()]
            viewController?.present(sheet, animated: true)
        case .fullScreen:
            transition.screen.modalPresentationStyle = .fullScreen
            viewController?.present(transition.screen, animated: true)
        }
    }
}
