//
//  SpotDetailPresenter.h
//  ParkEasy
//

#import <Foundation/Foundation.h>

#import "SpotDetailViewController.h"
#import "SpotDetailInteractor.h"

@interface SpotDetailPresenter : NSObject <SpotDetailViewOutput, SpotDetailInteractorOutput>

@property (nonatomic, weak) id<SpotDetailViewInput> view;
@property (nonatomic, strong) id<SpotDetailInteractorInput> interactor;
@property (nonatomic, copy) NSString *spotIdentifier;

@end
