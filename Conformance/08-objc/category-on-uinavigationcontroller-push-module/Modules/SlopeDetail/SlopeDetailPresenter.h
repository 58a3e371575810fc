//
//  SlopeDetailPresenter.h
//  Piste
//

#import <Foundation/Foundation.h>

#import "SlopeDetailViewController.h"

@interface SlopeDetailPresenter : NSObject <SlopeDetailViewOutput>

@property (nonatomic, weak) id<SlopeDetailViewInput> view;
@property (nonatomic, copy) NSString *slopeName;

@end
