//
//  BikeDetailPresenter.h
//  Spokes
//

#import <Foundation/Foundation.h>

#import "BikeDetailViewController.h"
#import "BikeDetailRouter.h"

@interface BikeDetailPresenter : NSObject <BikeDetailViewOutput>

@property (nonatomic, weak) id<BikeDetailViewInput> view;
@property (nonatomic, strong) id<BikeDetailRouterInput> router;
@property (nonatomic, copy) NSString *bikeIdentifier;

@end
