//
//  GigListPresenter.h
//  Encore
//

#import <Foundation/Foundation.h>

#import "GigListViewController.h"
#import "GigListRouter.h"

@interface GigListPresenter : NSObject <GigListViewOutput>

@property (nonatomic, weak) id<GigListViewInput> view;
@property (nonatomic, strong) id<GigListRouterInput> router;

@end
