//
//  RouteLogInteractor.h
//  Crux
//

#import <Foundation/Foundation.h>

@protocol RouteLogInteractorOutput <NSObject>
- (void)didObtainClimbs:(NSArray<NSString *> *)climbs;
@end

@protocol RouteLogInteractorInput <NSObject>
- (void)obtainClimbs;
- (void)logClimbWithGrade:(NSString *)grade;
@end

@interface RouteLogInteractor : NSObject <RouteLogInteractorInput>

@property (nonatomic, weak) id<RouteLogInteractorOutput> output;

@end
