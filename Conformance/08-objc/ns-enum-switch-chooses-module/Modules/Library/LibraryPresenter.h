//
//  LibraryPresenter.h
//  Earshot
//

#import <Foundation/Foundation.h>

#import "LibraryViewController.h"
#import "LibraryInteractor.h"
#import "LibraryRouter.h"

@interface LibraryPresenter : NSObject <LibraryViewOutput>

@property (nonatomic, weak) id<LibraryViewInput> view;
@property (nonatomic, strong) id<LibraryInteractorInput> interactor;
@property (nonatomic, strong) id<LibraryRouterInput> router;

@end
