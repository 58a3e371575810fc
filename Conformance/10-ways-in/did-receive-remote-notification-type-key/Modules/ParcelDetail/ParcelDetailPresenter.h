//
//  ParcelDetailPresenter.h
//  Doorstep
//

#import <Foundation/Foundation.h>

#import "ParcelDetailViewController.h"
#import "ParcelDetailInteractor.h"

@interface ParcelDetailPresenter : NSObject <ParcelDetailViewOutput, ParcelDetailInteractorOutput>

@property (nonatomic, weak) id<ParcelDetailViewInput> view;
@property (nonatomic, strong) id<ParcelDetailInteractorInput> interactor;
@property (nonatomic, copy) NSString *trackingNumber;

@end
