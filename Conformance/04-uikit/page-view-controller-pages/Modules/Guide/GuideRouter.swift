import UIKit

final class GuideRouter {
    func makePages(city: String) -> [UIViewController] {
        [
            CityIntroBuilder.build(city: city),
            CityMapBuilder.build(city: city)
        ]
    }
}
