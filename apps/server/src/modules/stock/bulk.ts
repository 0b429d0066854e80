// The bulk writers moved to core (the API access log uses them too); the market code keeps importing them from here.
export * from '../../core/bulk';
