//
//  PlantDetailPresenter.h
//  Sprout
//

#import <Foundation/Foundation.h>

#import "PlantDetailViewController.h"

@interface PlantDetailPresenter : NSObject <PlantDetailViewOutput>

@property (nonatomic, weak) id<PlantDetailViewInput> view;
@property (nonatomic, copy) NSString *plantName;

@end
