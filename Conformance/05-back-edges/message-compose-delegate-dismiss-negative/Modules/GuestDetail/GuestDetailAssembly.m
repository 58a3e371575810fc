//
//  GuestDetailAssembly.m
//  Soiree
//

#import "GuestDetailAssembly.h"
#import "GuestDetailViewController.h"
#import "GuestDetailPresenter.h"
#import "GuestDetailRouter.h"

@implementation GuestDetailAssembly

+ (UIViewController *)buildModuleWithName:(NSString *)name phoneNumber:(NSString *)phoneNumber {
    GuestDetailViewController *view = [[GuestDetailViewController alloc] init];
    GuestDetailPresenter *presenter = [[GuestDetailPresenter alloc] init];
    GuestDetailRouter *router = [[GuestDetailRouter alloc] init];

    view.output = presenter;
    presenter.view = view;
    presenter.router = router;
    presenter.guestName = name;
    presenter.phoneNumber = phoneNumber;
    router.viewController = view;

    return view;
}

@end
