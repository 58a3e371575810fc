//
//  WorkshopInteractor.h
//  SpokeShop
//

#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

@protocol WorkshopInteractorInput <NSObject>
/// Repair topics in display order, as @{ @"id": ..., @"title": ... }.
- (NSArray<NSDictionary<NSString *, NSString *> *> *)repairTopics;
@end

@interface WorkshopInteractor : NSObject <WorkshopInteractorInput>
@end

NS_ASSUME_NONNULL_END
