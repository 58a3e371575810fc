import UIKit

protocol ModuleBuilder {
    init()
    func build() -> UIViewController
}
