//
//  CellarInteractor.h
//  Corkboard
//

#import <Foundation/Foundation.h>

@class Wine;

@protocol CellarInteractorOutput <NSObject>
- (void)didObtainWines:(NSArray<Wine *> *)wines;
@end

@protocol CellarInteractorInput <NSObject>
- (void)obtainWines;
@end

@interface CellarInteractor : NSObject <CellarInteractorInput>

@property (nonatomic, weak) id<CellarInteractorOutput> output;

@end
