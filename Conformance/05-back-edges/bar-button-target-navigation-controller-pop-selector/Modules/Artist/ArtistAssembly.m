//
//  ArtistAssembly.m
//  Gallerist
//

#import "ArtistAssembly.h"
#import "ArtistViewController.h"
#import "ArtistPresenter.h"

@implementation ArtistAssembly

+ (UIViewController *)buildModuleWithName:(NSString *)artistName {
    ArtistViewController *view = [[ArtistViewController alloc] init];
    ArtistPresenter *presenter = [[ArtistPresenter alloc] init];

    view.output = presenter;
    presenter.view = view;
    presenter.artistName = artistName;

    return view;
}

@end
