//
//  TrailerAssembly.m
//  Matinee
//

#import "TrailerAssembly.h"
#import "TrailerViewController.h"
#import "TrailerPresenter.h"

@implementation TrailerAssembly

+ (UIViewController *)buildModule {
    TrailerViewController *view = [[TrailerViewController alloc] init];
    TrailerPresenter *presenter = [[TrailerPresenter alloc] init];

    view.output = presenter;
    presenter.view = view;

    return view;
}

@end
